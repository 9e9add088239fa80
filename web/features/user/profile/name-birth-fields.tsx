import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { formatBirthDate } from '../../../lib/form';

type NameBirthValues = { userName: string; birthDate: string };

/** Name and birth date as sign-up step 1 and the profile form both ask for them (docs/product.md §5). */
export function NameBirthFields<V extends NameBirthValues>({ form }: { form: UseFormReturnType<V> }) {
  const f = form as unknown as UseFormReturnType<NameBirthValues>;
  return (
    <>
      <TextInput label="이름" placeholder="한글 3~8자" autoComplete="name" {...f.getInputProps('userName')} />
      <TextInput
        label="생년월일"
        placeholder="YYYY-MM-DD"
        inputMode="numeric"
        autoComplete="bday"
        maxLength={10}
        {...f.getInputProps('birthDate')}
        onChange={(e) => f.setFieldValue('birthDate', formatBirthDate(e.currentTarget.value))}
      />
    </>
  );
}
