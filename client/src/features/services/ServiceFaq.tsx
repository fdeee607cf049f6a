/** FAQ as an accordion of native <details>: keyboard and screen-reader support come with the element. */
export function ServiceFaq({ entries }: { entries: { question: string; answer: string }[] }) {
  return (
    <div className="faq">
      {entries.map((entry) => (
        <details key={entry.question} className="faq__item">
          <summary>{entry.question}</summary>
          <p>{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}
