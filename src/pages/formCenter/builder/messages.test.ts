/** The builder's words for the rules say what the mock backend says (RULE_TEXT), in English. */
import { ANSWER_RULE_TEXT } from 'config/formCenter/answers';
import { RULE_TEXT, SMS_CODE_PLACEHOLDER } from 'config/formCenter/rules';
import en from 'src-locales/en-US/formBuilder';
import zh from 'src-locales/zh-CN/formBuilder';

describe('formBuilder messages', () => {
  it.each(Object.entries(RULE_TEXT))('%s reads as the backend says it', (rule, text) => {
    const message = en[`formBuilder.rule.${rule}` as keyof typeof en];
    expect(message.replace('{placeholder}', SMS_CODE_PLACEHOLDER)).toBe(text);
    expect(zh[`formBuilder.rule.${rule}` as keyof typeof zh]).toBeTruthy();
  });

  it('has a default text in both languages for every answer problem', () => {
    for (const rule of Object.keys(ANSWER_RULE_TEXT)) {
      expect(en[`formBuilder.answer.${rule}` as keyof typeof en]).toBeTruthy();
      expect(zh[`formBuilder.answer.${rule}` as keyof typeof zh]).toBeTruthy();
    }
    expect(en['formBuilder.rule.keyword_not_in_text']).toBe('keyword not in text');
  });
});
