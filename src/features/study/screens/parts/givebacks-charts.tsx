import { useId } from 'react';
import type { GivebacksChoiceChart, GivebacksNumberChart } from '@contract';
import { INSIGHTS_TEXT as T } from './page-texts';

// The Data Insights figures as hand-made SVG (no chart library: this route's chunk stays small).
// Readable without colour: every bar's answer, percent and count are written beside it as text,
// the bar's length is the only encoding (on an outlined track), and each chart has a table
// alternative in a <details> element.

/** A horizontal bar chart of a choice question: one labelled bar per answer. */
export function ChoiceChart({ chart }: { chart: GivebacksChoiceChart }) {
  const id = useId();
  return (
    <figure className="registry-insight" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="registry-insight__title">
        {chart.title}
        <span className="registry-insight__count">{T.respondents(chart.respondents)}</span>
      </figcaption>
      <ul className="registry-insight__bars" aria-label={T.chartLabel(chart.title)}>
        {chart.items.map((item) => (
          <li key={item.label} className="registry-insight__row">
            <span className="registry-insight__label">{item.label}</span>
            <span className="registry-insight__value">
              {item.percent}% ({item.count})
            </span>
            <svg className="registry-insight__svg" viewBox="0 0 100 12" preserveAspectRatio="none" aria-hidden="true">
              <rect className="registry-insight__track" x="0.25" y="0.5" width="99.5" height="11" rx="1" />
              <rect
                className="registry-insight__bar"
                x="0"
                y="0"
                width={Math.min(100, Math.max(item.percent, 0.5))}
                height="12"
              />
            </svg>
          </li>
        ))}
      </ul>
      <details className="registry-insight__details">
        <summary>{T.showTable}</summary>
        <table className="registry-insight__table">
          <caption className="registry-visually-hidden">{chart.title}</caption>
          <thead>
            <tr>
              <th scope="col">{T.answer}</th>
              <th scope="col">{T.people}</th>
              <th scope="col">{T.percent}</th>
            </tr>
          </thead>
          <tbody>
            {chart.items.map((item) => (
              <tr key={item.label}>
                <th scope="row">{item.label}</th>
                <td>{item.count}</td>
                <td>{item.percent}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/** A number question: the average over its respondents, as a figure and a sentence. */
export function NumberFigure({ chart }: { chart: GivebacksNumberChart }) {
  const id = useId();
  return (
    <figure className="registry-insight registry-insight--number" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="registry-insight__title">
        {chart.title}
      </figcaption>
      <p className="registry-insight__mean">
        <span className="registry-insight__mean-value" aria-hidden="true">
          {chart.mean}
        </span>
        <span className="registry-insight__mean-text">{T.averageOf(chart.mean, chart.respondents)}</span>
      </p>
    </figure>
  );
}
