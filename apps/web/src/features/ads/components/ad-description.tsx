import { Fragment } from 'react';
import { type InlineNode, parseMarkup } from '@/shared/lib/parse-markup';

function Inline({ nodes }: { nodes: InlineNode[] }) {
  return (
    <>
      {nodes.map((node, i) =>
        node.kind === 'bold' ? (
          <strong key={i}>{node.text}</strong>
        ) : node.kind === 'italic' ? (
          <em key={i}>{node.text}</em>
        ) : (
          <Fragment key={i}>{node.text}</Fragment>
        ),
      )}
    </>
  );
}

/** Renders the description's light markup as React text nodes only: never innerHTML. */
export function AdDescription({ text }: { text: string }) {
  return (
    <div className="sm-description">
      {parseMarkup(text).map((block, i) => {
        if (block.kind === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List key={i}>
              {block.items.map((item, j) => (
                <li key={j}>
                  <Inline nodes={item} />
                </li>
              ))}
            </List>
          );
        }
        return (
          <p key={i}>
            {block.lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 && <br />}
                <Inline nodes={line} />
              </Fragment>
            ))}
          </p>
        );
      })}
    </div>
  );
}
