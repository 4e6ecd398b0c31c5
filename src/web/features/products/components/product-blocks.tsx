import type { ProductBlock } from '#shared/content/product-page';
import {
  FeatureCards,
  PageSection,
  SectionIntro,
  type SectionTone,
} from '~/components/layout/page-section';

/** One block of a product page, by kind; `id` labels its section for assistive technology. */
export function ProductBlockView({
  block,
  id,
  tone,
}: {
  block: ProductBlock;
  id: string;
  tone: SectionTone;
}) {
  return (
    <PageSection id={id} heading={block.heading} tone={tone} spacing="py-12">
      {'intro' in block && block.intro && <SectionIntro large>{block.intro}</SectionIntro>}
      <BlockBody block={block} id={id} />
    </PageSection>
  );
}

function BlockBody({ block, id }: { block: ProductBlock; id: string }) {
  switch (block.kind) {
    case 'facts':
      return (
        <>
          <dl className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {block.items.map((item) => (
              <div
                key={item.label}
                className="flex flex-col rounded-lg border border-brand-100 bg-brand-50 p-6"
              >
                <dt className="font-semibold text-slate-800">{item.label}</dt>
                <dd className="order-first text-3xl font-bold text-brand-900">{item.value}</dd>
                {item.note && <dd className="mt-2 text-sm text-slate-700">{item.note}</dd>}
              </div>
            ))}
          </dl>
          {block.footnote && (
            <p className="mt-6 max-w-3xl text-sm text-slate-700">{block.footnote}</p>
          )}
        </>
      );
    case 'cards':
      return <FeatureCards items={block.items} />;
    case 'list':
      return (
        <ul className="mt-6 grid max-w-4xl list-disc gap-2 pl-6 text-slate-800 sm:grid-cols-2">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'table':
      return (
        // Scrolls sideways on a phone: focusable and named so keyboard users can scroll it too.
        <div
          role="region"
          aria-label={`${block.heading} (table)`}
          tabIndex={0}
          className="mt-8 overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <table className="w-full min-w-[36rem] border-collapse text-left">
            <caption className="sr-only">{block.heading}</caption>
            <thead className="bg-brand-50 text-brand-900">
              <tr>
                {block.columns.map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row[0]} className="border-t border-slate-200">
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row" className="px-4 py-3 font-semibold text-ink">
                        {cell}
                      </th>
                    ) : (
                      <td key={i} className="px-4 py-3 text-slate-700">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'prose':
      return (
        <div className="mt-6 max-w-3xl space-y-4 text-lg text-slate-800">
          {block.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      );
    case 'faq':
      return (
        <div className="mt-8 max-w-3xl divide-y divide-slate-200 rounded-lg border border-slate-200">
          {block.items.map((item, i) => (
            <details key={item.question} className="group p-5" id={`${id}-q${i + 1}`}>
              <summary className="cursor-pointer font-semibold text-ink">{item.question}</summary>
              <p className="mt-3 text-slate-700">{item.answer}</p>
            </details>
          ))}
        </div>
      );
  }
}
