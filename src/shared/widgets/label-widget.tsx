import { useEffect } from 'react';
import { emission, type WidgetProps } from './types';
import { useLatest } from './use-latest';

export type LabelWidgetProps = WidgetProps<true | null>;

/**
 * Information between questions. It needs no answer: on view it emits true and valid once
 * (spec 001 §4), so that a question made only of labels can be passed.
 */
export function LabelWidget({ id, label, onChange, judge }: LabelWidgetProps) {
  const latest = useLatest({ onChange, judge });
  useEffect(() => {
    const { onChange: emit, judge: verdict } = latest.current;
    emit({ ...emission<true | null>(true, verdict), validity: 'VALID' });
  }, [latest]);
  return (
    <div id={id} className="registry-widget-label">
      {label}
    </div>
  );
}
