import { EmailListField } from 'src/components/emailList';

/** 01-platform §2 card 9: the dealer-facing mail list; at least one address, every one valid (§5). */
export function EmailsField() {
  return (
    <EmailListField
      name="moto_client_emails"
      labelKey="config.emails.label"
      itemKey="config.emails.item"
      removeKey="config.emails.remove"
      addKey="config.emails.add"
      requiredKey="config.emails.required"
      invalidKey="config.emails.invalid"
    />
  );
}
