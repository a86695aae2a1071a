import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { type ProfileFormActorRef, useProfileFieldError } from '../../../app/account/use-profile-form';
import { PHOTO_TYPES } from '../../../machines/profile-form/profile-form.types';
import { Button } from '../../kit/Button';
import { Picture } from '../../kit/Picture';
import { UserAvatar } from '../../layout/account/UserAvatar';

const SIZE = 96;

/** A local address for the chosen file, released when the choice changes or the form goes away. */
function usePreviewUrl(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);
  // Until the effect has run for a new choice, the last address is already released: show none.
  return preview && preview.file === file ? preview.url : null;
}

/**
 * The profile photo: the current one (or the initial), a button that opens the file dialog, and a preview of
 * the chosen file before it is saved. A file of another type or over 2 MB is refused at once, with the reason
 * under the field (announced); "Keep Current Photo" drops the choice.
 */
export function ProfilePhotoField({ actor }: { actor: ProfileFormActorRef }) {
  const { t } = useLingui();
  const user = useSelector(actor, (snapshot) => snapshot.context.user);
  const photo = useSelector(actor, (snapshot) => snapshot.context.photo);
  const errorMessage = useProfileFieldError(actor, 'profile_photo');
  const previewUrl = usePreviewUrl(photo);
  const fileName = photo?.name ?? '';
  const hintId = useId();
  const errorId = useId();
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const discard = () => {
    actor.send({ type: 'profile.photo.discarded' });
    // The pressed button goes away with the choice.
    fieldset.current?.querySelector<HTMLElement>('button')?.focus();
  };

  return (
    <fieldset ref={fieldset} className="m-0 flex min-w-0 flex-col gap-2 border-0 p-0">
      <legend className="mb-2 p-0 font-medium text-gray-900 text-sm">
        <Trans>Photo</Trans>
      </legend>
      <div className="flex flex-wrap items-center gap-4">
        {previewUrl ? (
          <Picture
            sizes="96px"
            src={previewUrl}
            alt={t`Preview of ${fileName}`}
            width={SIZE}
            height={SIZE}
            className="size-24 shrink-0 rounded-full bg-gray-100 object-cover"
          />
        ) : (
          <UserAvatar user={user} size={SIZE} />
        )}
        <div className="flex flex-col items-start gap-1">
          <FileTrigger
            acceptedFileTypes={PHOTO_TYPES}
            onSelect={(files) => {
              const file = files?.[0];
              if (file) actor.send({ type: 'profile.photo.chosen', file });
            }}
          >
            <Button
              variant="secondary"
              aria-describedby={errorMessage ? `${hintId} ${errorId}` : hintId}
              data-invalid-photo={errorMessage ? true : undefined}
            >
              {user.profile_photo ? <Trans>Change Photo</Trans> : <Trans>Choose Photo</Trans>}
            </Button>
          </FileTrigger>
          {(photo || errorMessage) && (
            <Button variant="link" size="sm" onPress={discard}>
              <Trans>Keep Current Photo</Trans>
            </Button>
          )}
        </div>
      </div>
      <p id={hintId} className="text-gray-600 text-sm">
        <Trans>JPG or PNG, up to 2 MB.</Trans>
      </p>
      {photo && (
        <p className="text-gray-700 text-sm">
          <Trans>
            New photo: <span dir="auto">{fileName}</span>. It is saved with your other changes.
          </Trans>
        </p>
      )}
      <p id={errorId} role="alert" className="text-red-700 text-sm empty:hidden forced-colors:text-[Mark]">
        {errorMessage}
      </p>
    </fieldset>
  );
}
