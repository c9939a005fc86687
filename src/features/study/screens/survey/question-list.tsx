import { memo, useState } from 'react';
import { useLocale } from '@/shared/i18n/use-locale';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import type { QuestionListItem } from '@engine/screen';
import { SURVEY_TEXT as T } from './survey-texts';

interface ListProps {
  items: readonly QuestionListItem[];
  percent: number;
  onOpen: (questionId: number) => void;
}

/** The progress bar (0.3 s transition) with the percentage as text. */
export function ProgressBar({ percent }: { percent: number }) {
  return (
    <div className="registry-survey-progress">
      <div
        className="registry-survey-progress__track"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={T.percentDone(percent)}
      >
        <div className="registry-survey-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="registry-survey-progress__text">{T.percentDone(percent)}</p>
    </div>
  );
}

/** The clickable list: each item active, completed or disabled (spec 001 §2 Question list). */
function Items({ items, onOpen }: Omit<ListProps, 'percent'>) {
  return (
    <ol className="registry-survey-list__items">
      {items.map((item, index) => (
        <Item key={item.id} item={item} index={index} onOpen={onOpen} />
      ))}
    </ol>
  );
}

// One item re-renders only when its own state changes: a switch touches two of 200 items.
const Item = memo(
  function Item({ item, index, onOpen }: { item: QuestionListItem; index: number; onOpen: ListProps['onOpen'] }) {
    useLocale(); // memo'd: renders again when the language changes
    return (
      <li>
        <button
          type="button"
          className={[
            'registry-survey-list__item',
            item.active ? 'registry-survey-list__item--active' : '',
            item.completed ? 'registry-survey-list__item--completed' : '',
          ].join(' ')}
          aria-current={item.active ? 'step' : undefined}
          aria-disabled={item.disabled || undefined}
          onClick={() => !item.disabled && onOpen(item.id)}
        >
          <span className="registry-survey-list__number" aria-hidden="true">
            {item.completed ? '✓' : index + 1}
          </span>
          <span className="registry-survey-list__title">{item.titleForList || `${index + 1}`}</span>
          {item.completed && <span className="registry-visually-hidden">, {T.itemCompleted}</span>}
          {item.disabled && <span className="registry-visually-hidden">, {T.itemDisabled}</span>}
        </button>
      </li>
    );
  },
  (a, b) =>
    a.index === b.index &&
    a.onOpen === b.onOpen &&
    a.item.id === b.item.id &&
    a.item.active === b.item.active &&
    a.item.completed === b.item.completed &&
    a.item.disabled === b.item.disabled &&
    a.item.titleForList === b.item.titleForList,
);

/** The side panel (382 px, from 992 px). */
export function QuestionListPanel(props: ListProps) {
  return (
    <aside className="registry-survey-list registry-survey-list--panel" aria-label={T.questionList}>
      <h2 className="registry-survey-list__heading">{T.questionList}</h2>
      <ProgressBar percent={props.percent} />
      <Items items={props.items} onOpen={props.onOpen} />
    </aside>
  );
}

/** Below 992 px: a button that opens the list in a dialog. */
export function QuestionListButton(props: ListProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="registry-survey-list-button">
      <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {T.questionListOpen}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={T.questionList}>
        <ProgressBar percent={props.percent} />
        <Items
          items={props.items}
          onOpen={(id) => {
            setOpen(false);
            props.onOpen(id);
          }}
        />
      </Dialog>
    </div>
  );
}
