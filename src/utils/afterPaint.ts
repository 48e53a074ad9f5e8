/**
 * Runs a task once the browser has painted the next frame: work a switch causes but the user
 * does not see (recording a page view) then stays out of the frame that shows the switch.
 */
export function afterPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}
