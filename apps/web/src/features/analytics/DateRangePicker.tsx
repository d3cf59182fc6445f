// Which period the Analytics screen shows: a preset ending today, or two dates of the owner's.
import type { AnalyticsRange } from '@atelier/domain';
import { useState } from 'react';
import { lastDays, RANGE_CHOICES, type RangeChoice } from './dateRanges';

interface DateRangePickerProps {
  range: AnalyticsRange;
  onChange: (range: AnalyticsRange) => void;
}

const FIELD = 'min-h-11 rounded-md border border-line bg-white px-3 text-sm text-ink';

export function DateRangePicker({ range, onChange }: DateRangePickerProps) {
  const [choice, setChoice] = useState<RangeChoice>('30d');
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="sr-only">Period</legend>
      <label className="flex flex-col gap-1 text-sm text-muted">
        Period
        <select
          className={FIELD}
          value={choice}
          onChange={(event) => {
            const picked = RANGE_CHOICES.find((each) => each.value === event.target.value) ?? RANGE_CHOICES[2];
            setChoice(picked.value);
            if (picked.days > 0) onChange(lastDays(picked.days));
          }}
        >
          {RANGE_CHOICES.map((each) => (
            <option key={each.value} value={each.value}>
              {each.label}
            </option>
          ))}
        </select>
      </label>
      {choice === 'custom' && (
        <>
          <label className="flex flex-col gap-1 text-sm text-muted">
            From
            <input
              type="date"
              className={FIELD}
              value={range.from}
              max={range.to}
              onChange={(event) => event.target.value && onChange({ ...range, from: event.target.value })}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm text-muted">
            To
            <input
              type="date"
              className={FIELD}
              value={range.to}
              min={range.from}
              onChange={(event) => event.target.value && onChange({ ...range, to: event.target.value })}
            />
          </label>
        </>
      )}
    </fieldset>
  );
}
