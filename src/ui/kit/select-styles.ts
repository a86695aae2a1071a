import { twMerge } from 'tailwind-variants';
import { inputStyles } from './Field';

// A Select's look, shared with the stand-in that draws it before its code is here (SelectStandIn.tsx).

export const selectStyles = 'group flex flex-col gap-1';

export const selectTriggerStyles = twMerge(
  inputStyles,
  'flex cursor-pointer items-center gap-2 text-start group-invalid:border-red-700 pressed:bg-gray-50',
);

export const selectValueStyles = 'flex-1 truncate placeholder-shown:text-gray-600';
