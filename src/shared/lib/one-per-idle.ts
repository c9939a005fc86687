/**
 * Runs the tasks one per idle period of the browser (a timer where there is no requestIdleCallback),
 * so work that can wait never lengthens the task that showed the page. Returns the function that
 * drops the tasks not run yet.
 */
export function onePerIdle(tasks: readonly (() => void)[]): () => void {
  const queue = [...tasks];
  const idle = typeof requestIdleCallback === 'function';
  let handle: number | ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    handle = idle ? requestIdleCallback(next, { timeout: 2000 }) : setTimeout(next, 1);
  };
  const next = () => {
    const task = queue.shift();
    if (!task) return;
    task();
    if (queue.length) schedule();
  };
  if (queue.length) schedule();
  return () => {
    queue.length = 0;
    if (handle === undefined) return;
    if (idle) cancelIdleCallback(handle as number);
    else clearTimeout(handle);
  };
}
