import { Checkbox as RACCheckbox, type CheckboxProps as RACCheckboxProps } from 'react-aria-components/Checkbox';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { CheckIcon, MinusIcon } from './Icon';
import { revealWhole } from './reveal-whole';
import { composeTailwindRenderProps } from './styles';

/** The box's focus ring follows the label's keyboard focus (the input itself is visually hidden). */
const boxStyles = [
  'flex size-5 shrink-0 items-center justify-center rounded border-2 border-gray-600 bg-white text-white transition-colors',
  'outline-primary-600 outline-offset-2 group-focus-visible:outline-2 group-focus-visible:outline-solid',
  'group-selected:border-primary-600 group-selected:bg-primary-600 group-indeterminate:border-primary-600 group-indeterminate:bg-primary-600',
  'group-pressed:border-gray-800 group-invalid:border-red-700 group-disabled:border-gray-300 group-disabled:bg-gray-100',
  'forced-colors:group-selected:bg-[Highlight] forced-colors:group-focus-visible:outline-[Highlight]',
].join(' ');

export type CheckboxProps = RACCheckboxProps;

/** A checkbox with its label as children; the whole row (at least 24 px high) is the target. */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <RACCheckbox
      {...props}
      onFocus={(event) => {
        revealWhole(event.target.closest('label'));
        props.onFocus?.(event);
      }}
      className={composeTailwindRenderProps(
        props.className,
        'group flex min-h-6 cursor-pointer items-center gap-2 text-gray-900 disabled:cursor-not-allowed disabled:text-gray-500',
      )}
    >
      {composeRenderProps(children, (children, { isSelected, isIndeterminate }) => (
        <>
          <span className={boxStyles}>
            {isIndeterminate ? <MinusIcon className="size-4" /> : isSelected && <CheckIcon className="size-4" />}
          </span>
          {children}
        </>
      ))}
    </RACCheckbox>
  );
}
