import type { NeedType } from '@creative-ng/shared/reference/needs';
import { useReference } from '../../lib/api';
import { CheckboxField, TextAreaField } from './controls';
import { asCheckbox, type BoundField } from './formErrors';

/**
 * A support need (business sign-up, the business editor): its box and, when ticked, its details, with the need's
 * questions from the reference data as the details' hint. Ticking or unticking drops the details' message
 * (`clearDetail`): the details are asked only while the need is ticked.
 */
export function NeedField({
  need,
  box,
  detail,
  label,
  detailLabel,
  clearDetail,
}: {
  need: NeedType;
  box: BoundField<boolean>;
  detail: BoundField<string>;
  label: string;
  detailLabel: string;
  clearDetail: () => void;
}) {
  const reference = useReference();
  const questions = reference.data?.needTypes.find((item) => item.id === need)?.questions ?? [];
  const checkbox = asCheckbox(box);
  return (
    <CheckboxField
      {...checkbox}
      label={label}
      onCheckedChange={(on) => {
        checkbox.onCheckedChange(on);
        clearDetail();
      }}
    >
      {box.value ? (
        <TextAreaField
          {...detail}
          label={detailLabel}
          hint={
            questions.length > 0 ? (
              <span className="flex flex-col">
                {questions.map((question) => (
                  <span key={question}>{question}</span>
                ))}
              </span>
            ) : undefined
          }
          maxLength={2000}
          className="mb-2"
        />
      ) : null}
    </CheckboxField>
  );
}
