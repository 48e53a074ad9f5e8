/**
 * Runs a task once the browser has painted the next frame: work a switch causes but the user
 * does not see at once (the address, recording a page view) then stays out of the frame that
 * shows the switch. A hidden browser tab paints no frames and holds animation callbacks until it
 * is shown, so there the task just waits for the current one to end.
 */
export function afterPaint(task: () => void): void {
  if (document.visibilityState === 'hidden') {
    setTimeout(task, 0);
    return;
  }
  // Animation callbacks run before the frame's style, layout and paint; a timer set there runs after them.
  requestAnimationFrame(() => setTimeout(task, 0));
}
