import { ESEWA_TEST_SECRET_KEY } from '../../../config';
import {
  esewaAmount,
  esewaSignature,
  FORM_SIGNED_FIELDS,
  hasValidSignature,
  paisaOfEsewa,
} from './esewa-signature';

describe("eSewa's signature", () => {
  it("signs eSewa's documented test vector", () => {
    const fields = { total_amount: '110', transaction_uuid: '241028', product_code: 'EPAYTEST' };
    expect(esewaSignature(ESEWA_TEST_SECRET_KEY, fields, FORM_SIGNED_FIELDS)).toBe(
      'i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=',
    );
  });

  it('checks a signature over the fields signed_field_names lists, in its order', () => {
    const signed_field_names =
      'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names';
    const fields: Record<string, unknown> = {
      transaction_code: '000AWEO',
      status: 'COMPLETE',
      total_amount: '1000.0',
      transaction_uuid: '250610-162413',
      product_code: 'EPAYTEST',
      signed_field_names,
    };
    fields.signature = esewaSignature(ESEWA_TEST_SECRET_KEY, fields, signed_field_names);
    expect(hasValidSignature(ESEWA_TEST_SECRET_KEY, fields)).toBe(true);
    expect(hasValidSignature(ESEWA_TEST_SECRET_KEY, { ...fields, total_amount: '10.0' })).toBe(false);
    expect(hasValidSignature('another secret', fields)).toBe(false);
    expect(hasValidSignature(ESEWA_TEST_SECRET_KEY, { ...fields, status: undefined })).toBe(false);
  });

  it("writes and reads eSewa's rupees", () => {
    expect(esewaAmount(11_000)).toBe('110');
    expect(esewaAmount(492_915)).toBe('4929.15');
    expect(paisaOfEsewa('110.0')).toBe(11_000);
    expect(paisaOfEsewa(4929.15)).toBe(492_915);
    expect(paisaOfEsewa('1,000.0')).toBe(100_000);
    expect(paisaOfEsewa('ten')).toBeNaN();
  });
});
