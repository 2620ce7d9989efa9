import en from 'src-locales/en-US/coupon';
import zh from 'src-locales/zh-CN/coupon';
import enEditors from 'src-locales/en-US/editors';
import zhEditors from 'src-locales/zh-CN/editors';
import { COUPON_MESSAGES } from 'mock/handlers/couponRules';
import { MEDIA_URL_MESSAGE } from './mediaUrl';
import {
  bannerFileProblem,
  COUPON_CHECKS,
  rangeProblem,
  type BannerFileProblem,
  type CouponProblem,
} from './coupons';

/** What the form shows for a code: its English text. */
const say = (code: CouponProblem | BannerFileProblem) => en[`coupon.rule.${code}`];

describe('the coupon form rules', () => {
  it.each<[keyof typeof COUPON_CHECKS, unknown, string | null]>([
    ['title', undefined, 'Please input the title'],
    ['title', '   ', 'Please input the title'],
    ['title', 'x'.repeat(20), null],
    ['title', ` ${'x'.repeat(20)} `, null],
    ['title', 'A title of more than 20', 'The title can not exceed 20 characters'],
    ['title', '🏍'.repeat(20), null],
    ['abstract', undefined, null],
    ['abstract', 'x'.repeat(50), null],
    ['abstract', 'x'.repeat(51), 'The abstract can not exceed 50 characters'],
    ['description', 'y'.repeat(133), null],
    ['description', 'y'.repeat(134), 'Coupon detail can not exceed 133 characters'],
    ['banner', undefined, 'Please upload the banner'],
    ['banner', '/api/v1/upload-center/files/x/banner.png', null],
    ['service_phone', ' ', 'Please input the service phone'],
    ['service_phone', '400-000-1111', null],
    ['expiry_type', undefined, 'Please choose the expiry type'],
    ['expiry_type', 'forever', 'Please choose the expiry type'],
    ['expiry_type', 'permanent', null],
    ['fixed_term', undefined, 'Please input the term'],
    ['fixed_term', 0, 'Please input the term'],
    ['fixed_term', 1.5, 'Please input the term'],
    ['fixed_term', 1, null],
    ['fixed_begin_term', null, 'Please input the delay'],
    ['fixed_begin_term', -1, 'Please input the delay'],
    ['fixed_begin_term', 0, null],
    ['discount_type', undefined, 'Please choose the discount type'],
    ['discount_type', 'percentage', null],
    ['discount_value', undefined, 'Please input the discount value'],
    ['discount_value', Number.NaN, 'Please input the discount value'],
    ['discount_value', -5, 'The discount value can not be less than 0'],
    ['discount_value', 0, null],
    ['discount_value', 1234.5, null],
  ])('%s %j: %s', (field, value, message) => {
    const check = COUPON_CHECKS[field] as (value: unknown) => CouponProblem | null;
    const problem = check(value);
    expect(problem && say(problem)).toBe(message);
  });

  it('needs both ends of a fixed date range, the end not before the start', () => {
    expect(rangeProblem(undefined, undefined)).toBe('rangeRequired');
    expect(rangeProblem(1751299200, undefined)).toBe('rangeRequired');
    expect(rangeProblem(1753977599, 1751299200)).toBe('rangeRequired');
    expect(rangeProblem(1751299200, 1753977599)).toBeNull();
    expect(say('rangeRequired')).toBe('Please choose the date range');
  });

  it('takes a jpg, png or gif banner of at most 2M', () => {
    expect(bannerFileProblem({ type: 'image/png', size: 2_000_000 })).toBeNull();
    expect(bannerFileProblem({ type: 'image/jpeg', size: 1 })).toBeNull();
    expect(bannerFileProblem({ type: 'image/gif', size: 1 })).toBeNull();
    expect(bannerFileProblem({ type: 'image/png', size: 2_000_001 })).toBe('imageSize');
    expect(bannerFileProblem({ type: 'image/webp', size: 1 })).toBe('imageType');
    expect(say('imageSize')).toBe('The image size can not exceed 2M');
    expect(say('imageType')).toBe('Only jpg, png and gif images can be uploaded');
  });

  it('words every rule in both languages, the mock in the form’s English', () => {
    for (const code of Object.keys(COUPON_MESSAGES) as CouponProblem[]) {
      expect(say(code)).toBe(COUPON_MESSAGES[code]);
      expect(zh[`coupon.rule.${code}`]).toBeTruthy();
    }
    // A stored banner that is no image URL: the shared media rule, in both languages.
    expect(enEditors['validation.mediaUrl']).toBe(MEDIA_URL_MESSAGE);
    expect(zhEditors['validation.mediaUrl']).toBe('请上传文件或使用 http(s) 链接');
  });
});
