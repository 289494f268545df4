import { calculatorSummaries, contentLoaders, type CalculatorPageDefinition, type ExplanatoryContent } from '@calchub/catalogue';
import { use } from 'react';
import { Link } from '../../components/link.js';
import { paths } from '../../config/paths.js';
import { PromiseCache } from './promise-cache.js';

const contents = new PromiseCache((slug: string) => contentLoaders[slug]?.());

/**
 * The long part of a calculator page below the calculator: its explanatory text (what it computes, how to use it,
 * the formula, reading the result, limitations, FAQ) and related calculators. A chunk of its own, which a browser
 * opening a prerendered calculator page never loads: the page keeps the prerendered markup. `content` is the text
 * when the caller has it at hand (the prerenderer); otherwise it is loaded.
 */
export default function CalculatorExplanation(props: { definition: CalculatorPageDefinition; content?: ExplanatoryContent | undefined }) {
  const { definition } = props;
  const content = props.content ?? use(contents.get(definition.slug));
  return (
    <>
      <ExplanatoryText definition={definition} content={content} />
      <RelatedCalculators definition={definition} />
    </>
  );
}

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((paragraph) => (
        <p key={paragraph.slice(0, 40)} className="mt-3 text-slate-800">
          {paragraph}
        </p>
      ))}
    </>
  );
}

function ExplanatoryText({ definition, content }: { definition: CalculatorPageDefinition; content: ExplanatoryContent }) {
  const sections: [string, string][] = [
    [`What the ${definition.title} computes`, content.whatItComputes],
    ['How to use it', content.howToUse],
    ['The formula explained', content.formulaExplained],
    ['How to read the result', content.readingTheResult],
    ['Limitations and when to ask a professional', content.limitations],
  ];
  return (
    <section aria-labelledby="about-heading" className="mt-12 max-w-3xl print:hidden">
      <h2 id="about-heading" className="text-2xl font-bold">
        About the {definition.title}
      </h2>
      {sections.map(([heading, text]) => (
        <div key={heading} className="mt-6">
          <h3 className="text-lg font-semibold">{heading}</h3>
          <Paragraphs text={text} />
        </div>
      ))}
      <h3 className="mt-8 text-lg font-semibold">Frequently asked questions</h3>
      <dl>
        {content.faq.map((entry) => (
          <div key={entry.question} className="mt-4">
            <dt className="font-medium">{entry.question}</dt>
            <dd className="mt-1 text-slate-800">{entry.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function RelatedCalculators({ definition }: { definition: CalculatorPageDefinition }) {
  const related = definition.related.flatMap((slug) => calculatorSummaries.filter((d) => d.slug === slug));
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-12 print:hidden">
      <h2 id="related-heading" className="text-xl font-bold">
        Related calculators
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {related.map((other) => (
          <li key={other.slug}>
            <Link to={paths.calculator.href(other.slug)} className="block rounded-lg border border-slate-200 bg-white p-4 hover:border-blue-400">
              <span className="font-medium text-blue-800">{other.title}</span>
              <span className="mt-1 block text-sm text-slate-600">{other.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
