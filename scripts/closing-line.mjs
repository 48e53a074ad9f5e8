/** The closing line CI reads, `N passed, N failed`, and the exit that goes with it. */
export function finish(runnerStatus, passed, failed) {
  console.log(`${passed} passed, ${failed} failed`);
  // A run that executed nothing is no pass.
  process.exit(runnerStatus === 0 && failed === 0 && passed > 0 ? 0 : 1);
}
