/**
 * Runs `work` once the browser has painted the next frame: work a tap sets off never holds up
 * that tap's answer. Returns the way to cancel it.
 */
export function afterNextPaint(work: () => void): () => void {
  let afterPaint: ReturnType<typeof setTimeout> | undefined;
  const nextFrame = requestAnimationFrame(() => {
    afterPaint = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(nextFrame);
    clearTimeout(afterPaint);
  };
}
