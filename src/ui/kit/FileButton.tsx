import { FileTrigger } from 'react-aria-components/FileTrigger';
import { Button, type ButtonProps } from './Button';

export interface FileButtonProps extends Omit<ButtonProps, 'onPress'> {
  /** What the picker offers: MIME types or name endings (`image/png`, `.pdf`). It is a hint, not a check. */
  acceptedFileTypes?: readonly string[];
  allowsMultiple?: boolean;
  /** The files chosen (none when the picker was cancelled). */
  onSelect: (files: File[]) => void;
}

/** A button that opens the system's file picker (RAC FileTrigger around the kit's Button). */
export function FileButton({ acceptedFileTypes, allowsMultiple, onSelect, ...props }: FileButtonProps) {
  return (
    <FileTrigger
      acceptedFileTypes={acceptedFileTypes}
      allowsMultiple={allowsMultiple}
      onSelect={(list) => onSelect(list ? Array.from(list) : [])}
    >
      <Button {...props} />
    </FileTrigger>
  );
}
