import { useState } from 'react';

/**
 * How the last change of an editor panel went. `source` is the form it came from, so a refusal is
 * marked in that form only; `detail` is what the panel needs to mark it (a field, a list of problems).
 */
export type ChangeOutcome<Detail> = { ok: boolean; text: string; detail: Detail; source: string } | null;

/** Runs one change and reports how it went; answers whether it succeeded. */
export type PerformChange = (call: () => Promise<unknown>, done: string, source: string) => Promise<boolean>;

export interface Refusal<Detail> {
  message: string | null;
  detail: Detail;
}

/**
 * Panels whose every change is saved at once (lots, references). Buttons stay disabled while one
 * change is on its way (`busy`), so two changes never cross.
 */
export function useOneChangeAtATime<Detail>(readRefusal: (error: unknown) => Refusal<Detail>, none: Detail, failed: string) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ChangeOutcome<Detail>>(null);
  const perform: PerformChange = async (call, done, source) => {
    setBusy(true);
    setOutcome(null);
    try {
      await call();
      setOutcome({ ok: true, text: done, detail: none, source });
      return true;
    } catch (error) {
      const refusal = readRefusal(error);
      setOutcome({ ok: false, text: refusal.message ?? failed, detail: refusal.detail, source });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, outcome, perform };
}
