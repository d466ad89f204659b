import { useCallback, useEffect, useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PUZZLE_HEIGHT, PUZZLE_WIDTH } from '@shop/contract';
import { serverMessage } from '../../shared/api/serverMessage';
import { Puzzle, useCheckPuzzleMutation, useNewPuzzleMutation } from './accountApi';

type State = 'idle' | 'checking' | 'solved' | 'failed';

/**
 * The 400 × 165 slide puzzle (spec sections 5 and 9). The server draws the picture and keeps the
 * answer; the piece moves 1:1 with the handle. Success hands the one-time pass to the form; a
 * failed drop or "refresh" loads a new puzzle and clears any pass.
 */
export function SlidePuzzle({ onPass }: { onPass: (pass: string | undefined) => void }) {
  const { t } = useTranslation('account');
  const [newPuzzle, { isError: loadFailed }] = useNewPuzzleMutation();
  const [checkPuzzle] = useCheckPuzzleMutation();
  const [puzzle, setPuzzle] = useState<Puzzle>();
  const [offset, setOffset] = useState(0);
  const [state, setState] = useState<State>('idle');
  const [message, setMessage] = useState<string>();
  const drag = useRef<{ startX: number } | null>(null);
  // The form passes a fresh callback each render; the puzzle must not reload because of that.
  const onPassRef = useRef(onPass);
  onPassRef.current = onPass;

  const load = useCallback(async () => {
    onPassRef.current(undefined);
    setOffset(0);
    setState('idle');
    const answer = await newPuzzle().unwrap().catch(() => undefined);
    setPuzzle(answer?.data);
  }, [newPuzzle]);

  useEffect(() => {
    void load();
  }, [load]);

  const maxOffset = puzzle ? puzzle.width - puzzle.pieceSize : 0;
  const locked = state === 'checking' || state === 'solved';

  const onPointerDown = (event: ReactPointerEvent<HTMLButtonElement>) => {
    if (locked || !puzzle) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX - offset };
    setMessage(undefined);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLButtonElement>) => {
    if (!drag.current) return;
    setOffset(Math.min(Math.max(event.clientX - drag.current.startX, 0), maxOffset));
  };
  const onPointerUp = async () => {
    if (!drag.current || !puzzle) return;
    drag.current = null;
    setState('checking');
    try {
      const { pass } = await checkPuzzle({ id: puzzle.id, x: Math.round(offset) }).unwrap();
      setState('solved');
      setMessage(t('puzzle.success'));
      onPassRef.current(pass);
    } catch (error) {
      setMessage(serverMessage(error) ?? t('puzzle.failure'));
      await load();
      setState('failed');
    }
  };

  return (
    <div className="slide-puzzle" data-state={state}>
      <div className="slide-puzzle__picture" style={{ width: puzzle?.width ?? PUZZLE_WIDTH, height: puzzle?.height ?? PUZZLE_HEIGHT }}>
        {puzzle ? (
          <>
            <img src={puzzle.background} alt={t('puzzle.picture')} width={puzzle.width} height={puzzle.height} draggable={false} />
            <img
              className="slide-puzzle__piece"
              src={puzzle.piece}
              alt=""
              width={puzzle.pieceSize}
              height={puzzle.pieceSize}
              style={{ left: offset, top: puzzle.y }}
              draggable={false}
            />
          </>
        ) : (
          <p>{loadFailed ? t('puzzle.loadFailed') : t('puzzle.loading')}</p>
        )}
        <button type="button" className="slide-puzzle__refresh" onClick={() => void load()} aria-label={t('puzzle.refresh')} title={t('puzzle.refresh')}>
          ↻
        </button>
      </div>
      <div className="slide-puzzle__track" style={{ width: puzzle?.width ?? PUZZLE_WIDTH }}>
        <span className="slide-puzzle__hint">{state === 'solved' ? t('puzzle.success') : t('puzzle.hint')}</span>
        <button
          type="button"
          className="slide-puzzle__handle"
          style={{ left: offset, width: puzzle?.pieceSize ?? 51 }}
          aria-label={t('puzzle.handle')}
          disabled={locked || !puzzle}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => void onPointerUp()}
          onPointerCancel={() => void onPointerUp()}
        >
          →
        </button>
      </div>
      {message && (
        <p role="status" className={state === 'solved' ? 'ok-text' : 'error-text'}>
          {message}
        </p>
      )}
    </div>
  );
}
