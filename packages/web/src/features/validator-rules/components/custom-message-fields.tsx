import { CUSTOM_MESSAGE_MAX, validateCustomMessage } from '@lexbridge/rules';
import { CheckboxField, TextAreaField } from '../../../components/maintenance-grid/maintenance-modal';

/** The custom message flag and, when on, the message itself (visible and required only then). */
export function CustomMessageFields({
  isCustom,
  message,
  onIsCustomChange,
  onMessageChange,
}: {
  isCustom: boolean;
  message: string;
  onIsCustomChange: (value: boolean) => void;
  onMessageChange: (value: string) => void;
}) {
  const failure = validateCustomMessage(isCustom, message);
  return (
    <>
      <CheckboxField label="Is Custom Message" checked={isCustom} onChange={onIsCustomChange} />
      {isCustom && (
        <TextAreaField
          label="Custom Message"
          required
          value={message}
          onChange={onMessageChange}
          maxLength={CUSTOM_MESSAGE_MAX + 50}
          error={failure?.message ?? null}
        />
      )}
    </>
  );
}
