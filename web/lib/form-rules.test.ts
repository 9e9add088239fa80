// The web forms' own rules (docs/product.md §4, §5) checked without a browser: birth-date formatting,
// the password confirmation, the string→number step schemas and the balance texts.
import { schemaResolver } from '@mantine/form';
import { expect, test } from 'vitest';
import { MSG } from '../../server/features/auth/auth.shared';
import { balanceLabel, balanceText } from '../features/user/signup/balance-control';
import { BodyInfoFormSchema, bodyFigureFormSchema, ProfileFormSchema } from '../features/user/signup/schemas';
import { decimalText, formatBirthDate } from './form';

const errorsOf = (schema: Parameters<typeof schemaResolver>[0], values: unknown) => schemaResolver(schema, { sync: true })(values);

test('birth dates keep digits only and get dashes after the 4th and 6th digit', () => {
  expect(formatBirthDate('1995')).toBe('1995');
  expect(formatBirthDate('19950')).toBe('1995-0');
  expect(formatBirthDate('199503')).toBe('1995-03');
  expect(formatBirthDate('1995031')).toBe('1995-03-1');
  expect(formatBirthDate('19950315')).toBe('1995-03-15');
  expect(formatBirthDate('1995-03-15')).toBe('1995-03-15');
  expect(formatBirthDate('1995a03b1599')).toBe('1995-03-15');
});

test('the password check reports a mismatch whatever else is wrong', () => {
  const errors = errorsOf(ProfileFormSchema, { userName: '', birthDate: '', loginEmail: '', password: 'fitness123', passwordCheck: 'fitness12' });
  expect(errors.passwordCheck).toBe('비밀번호가 일치하지 않습니다');
  const ok = errorsOf(ProfileFormSchema, {
    userName: '김핏포미',
    birthDate: '1995-03-15',
    loginEmail: 'a@b.kr',
    password: 'fitness123',
    passwordCheck: 'fitness123',
  });
  expect(ok).toEqual({});
});

test('height is 100–250 cm and weight 30–300 kg, each with at most one decimal', () => {
  expect(errorsOf(BodyInfoFormSchema, { sex: '0', height: '175', weight: '70' })).toEqual({});
  expect(errorsOf(BodyInfoFormSchema, { sex: '0', height: '175.5', weight: '72.5' })).toEqual({});
  expect(errorsOf(BodyInfoFormSchema, { sex: '0', height: '100', weight: '300' })).toEqual({});
  expect(errorsOf(BodyInfoFormSchema, { sex: '1', height: '99', weight: '7' })).toMatchObject({ height: MSG.heightInvalid, weight: MSG.weightInvalid });
  expect(errorsOf(BodyInfoFormSchema, { sex: '1', height: '175.55', weight: '72.55' })).toMatchObject({ height: MSG.heightInvalid, weight: MSG.weightInvalid });
  expect(errorsOf(BodyInfoFormSchema, { sex: '1', height: '250.1', weight: '725' })).toMatchObject({ height: MSG.heightInvalid, weight: MSG.weightInvalid });
  expect(errorsOf(BodyInfoFormSchema, { sex: '0', height: '', weight: '' })).toMatchObject({ height: expect.any(String), weight: expect.any(String) });
});

test("the height and weight inputs keep one decimal: the '.' is not eaten, a second decimal cannot be typed", () => {
  expect(decimalText('72.5', 3, 1)).toBe('72.5');
  expect(decimalText('72.', 3, 1)).toBe('72.');
  expect(decimalText('72.55', 3, 1)).toBe('72.5');
  expect(decimalText('175.5', 3, 1)).toBe('175.5');
  expect(decimalText('1755', 3, 1)).toBe('175');
  expect(decimalText('7a2.5kg', 3, 1)).toBe('72.5');
});

test('step 3 requires both body values and keeps them under the body weight', () => {
  const draft = { userName: '김핏포미', birthDate: '1995-03-15', loginEmail: 'a@b.kr', password: 'fitness123', sex: 0, height: 175, weight: 50 };
  const schema = bodyFigureFormSchema(draft);
  expect(errorsOf(schema, { upDownBalance: 5, bodyFat: '', muscleMass: '' })).toMatchObject({ bodyFat: expect.any(String), muscleMass: expect.any(String) });
  expect(errorsOf(schema, { upDownBalance: 5, bodyFat: '15', muscleMass: '30' })).toEqual({});
  expect(errorsOf(schema, { upDownBalance: 5, bodyFat: '10', muscleMass: '40' })).toMatchObject({ bodyFat: expect.any(String) });
});

test('the balance in words: the label the control and 몸 기록 share', () => {
  expect([1, 4, 5, 6, 9].map(balanceLabel)).toEqual(['하체 발달 (1)', '하체 발달 (4)', '고르게 발달 (5)', '상체 발달 (6)', '상체 발달 (9)']);
});

test('the balance text follows the value', () => {
  expect(balanceText(1)).toBe('하체가 상체보다 발달했어요');
  expect(balanceText(4)).toBe('하체가 상체보다 발달했어요');
  expect(balanceText(5)).toBe('상체와 하체가 고르게 발달했거나 차이가 적어요');
  expect(balanceText(6)).toBe('상체가 하체보다 발달했어요');
  expect(balanceText(9)).toBe('상체가 하체보다 발달했어요');
});
