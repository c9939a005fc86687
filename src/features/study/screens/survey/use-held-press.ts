import { useEffect, useLayoutEffect, useRef, useState } from 'react';

type Press = 'next' | 'previous';
type Actions = Record<Press, () => unknown>;

/**
 * Next or Previous pressed while the welcome gate is still reading the events log: the press is
 * held (the buttons then show busy) and runs once the gate lets the participant through, so it is never
 * lost on a slow connection. If the gate shows its dialog instead, the dialog has the participant's
 * attention and the press is dropped.
 */
export function useHeldPress(blocked: boolean, reading: boolean) {
  const [held, setHeld] = useState<Press | null>(null);
  const actions = useRef<Actions | null>(null);
  useEffect(() => {
    if (!held || (blocked && reading)) return;
    setHeld(null);
    if (!blocked) void actions.current?.[held]();
  }, [held, blocked, reading]);
  return {
    /** A press is held: the buttons say they are busy. */
    holding: held !== null,
    /** Called by a press while blocked: held when the gate is only reading. */
    hold: (press: Press) => {
      if (reading) setHeld(press);
    },
    /** The actions a held press runs (this render's, so they see the latest answers). */
    useActions: (latest: Actions) =>
      useLayoutEffect(() => {
        actions.current = latest;
      }),
  };
}
