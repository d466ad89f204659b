import type { Block } from './content';

/** Renders the structured text of the information pages; headings inside a section are h3. */
export function Blocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </>
  );
}

function BlockView({ block }: { block: Block }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('h' in block) return <h3>{block.h}</h3>;
  if ('ul' in block) return <ul>{block.ul.map((item, i) => <li key={i}>{item}</li>)}</ul>;
  if ('ol' in block) return <ol>{block.ol.map((item, i) => <li key={i}>{item}</li>)}</ol>;
  if ('note' in block) return <p className="info-note">{block.note}</p>;
  if ('dl' in block) {
    return (
      <dl className="info-dl">
        {block.dl.map(([term, text], i) => (
          <div key={i}>
            <dt>{term}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    );
  }
  const { caption, head, rows } = block.table;
  return (
    <div className="info-table" tabIndex={0} role="region" aria-label={caption ?? head.join(' / ')}>
      <table>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>{head.map((cell, i) => <th key={i} scope="col">{cell}</th>)}</tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) => (c === 0 ? <th key={c} scope="row">{cell}</th> : <td key={c}>{cell}</td>))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
