import { useEffect, useState } from 'react';
import { copyText } from './copyText';
import './copyButton.css';

interface Props {
  text: string;
  /** The button's words and its accessible name (which says what is copied). */
  label: string;
  accessibleLabel?: string;
  copied: string;
  failed: string;
  className?: string;
}

/** A button that copies `text` and says so beside it for a moment (read out by screen readers). */
export function CopyButton({ text, label, accessibleLabel, copied, failed, className }: Props) {
  const [outcome, setOutcome] = useState<boolean | null>(null);
  useEffect(() => {
    if (outcome === null) return;
    const timer = window.setTimeout(() => setOutcome(null), 2500);
    return () => window.clearTimeout(timer);
  }, [outcome]);
  return (
    <span className={`copy-button ${className ?? ''}`.trim()}>
      <button type="button" className="button button--ghost" aria-label={accessibleLabel} onClick={async () => setOutcome(await copyText(text))}>
        {label}
      </button>
      <span role="status" className={outcome === false ? 'error-text' : 'ok-text'}>
        {outcome === null ? '' : outcome ? copied : failed}
      </span>
    </span>
  );
}
