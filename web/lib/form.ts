import { schemaResolver, type UseFormInput, type UseFormReturnType, useForm } from '@mantine/form';

/** An edited, valid field gets `success`, which the theme colours (docs/product.md §5). */
export function useSchemaForm<Values extends Record<string, unknown>>(
  schema: Parameters<typeof schemaResolver>[0],
  initialValues: Values,
  options: Omit<UseFormInput<Values>, 'initialValues' | 'validate'> = {},
) {
  return useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnChange: true,
    enhanceGetInputProps: ({ form, field }) => ({ success: form.isDirty(field) && !form.errors[field] }),
    ...options,
  });
}

const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

export function decimalText(raw: string, intDigits: number, decimals: number): string {
  const cleaned = raw.replace(decimals > 0 ? /[^\d.]/g : /\D/g, '');
  const dot = cleaned.indexOf('.');
  if (dot < 0) return cleaned.slice(0, intDigits);
  const int = cleaned.slice(0, dot).slice(0, intDigits);
  const fraction = cleaned
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, decimals);
  return `${int}.${fraction}`;
}

/** docs/product.md §2. */
export function formatBirthDate(value: string): string {
  const d = digitsOnly(value, 8);
  if (d.length > 6) return `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}`;
  if (d.length > 4) return `${d.slice(0, 4)}-${d.slice(4)}`;
  return d;
}

/** docs/product.md §5: a confirmation field is re-checked live when the field it confirms changes. */
export function useRecheckOnChange<V extends Record<string, unknown>>(form: UseFormReturnType<V>, source: keyof V & string, check: keyof V & string) {
  form.watch(source, () => {
    if (form.getValues()[check] !== '') void form.validateField(check);
  });
}
