import { afterPaint } from '../afterPaint';

describe('afterPaint', () => {
  let frames: FrameRequestCallback[];
  let visibility: DocumentVisibilityState;
  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    visibility = 'visible';
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('runs the task after the next frame, not in it', () => {
    const task = jest.fn();
    afterPaint(task);
    jest.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    frames.forEach((frame) => frame(0));
    expect(task).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a frame in a hidden browser tab', () => {
    visibility = 'hidden';
    const task = jest.fn();
    afterPaint(task);
    jest.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
    expect(frames).toHaveLength(0);
  });
});
