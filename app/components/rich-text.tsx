import { Fragment } from "react";
import type { RichBlock, RichInline } from "#core/rich-text";

function Inlines({ content }: { content: RichInline[] }) {
  return content.map((run, i) => {
    if ("br" in run) return <br key={i} />;
    let node: React.ReactNode = run.text;
    if (run.em) node = <em>{node}</em>;
    if (run.strong) node = <strong>{node}</strong>;
    return <Fragment key={i}>{node}</Fragment>;
  });
}

/** A long description's blocks (`core/rich-text.ts`) as the page's own elements: sub-headings, paragraphs, lists. */
export function RichText({ blocks }: { blocks: RichBlock[] }) {
  return (
    <div className="space-y-3">
      {blocks.map((block, i) => {
        if (block.type === "heading")
          return (
            <h3 key={i} className="pt-2 font-serif text-lg font-bold text-miel-900">
              <Inlines content={block.content} />
            </h3>
          );
        if (block.type === "paragraph")
          return (
            <p key={i}>
              <Inlines content={block.content} />
            </p>
          );
        const List = block.ordered ? "ol" : "ul";
        return (
          <List
            key={i}
            className={`space-y-1 pl-5 ${block.ordered ? "list-decimal" : "list-disc"} marker:text-miel-600`}
          >
            {block.items.map((item, j) => (
              <li key={j}>
                <Inlines content={item} />
              </li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
