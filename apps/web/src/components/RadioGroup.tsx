// A titled group of radio buttons, each row tall enough to tap.
interface RadioGroupProps {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}

export function RadioGroup({ legend, name, options, value, onChange }: RadioGroupProps) {
  return (
    <fieldset>
      <legend className="mb-2 font-display text-lg text-ink">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="flex min-h-11 cursor-pointer items-center gap-3 text-ink md:min-h-9">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
            className="size-4 accent-accent"
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
