import { Button, Result } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

/** What a sub-application shows to an operator who may open none of its pages. */
export function NoMenuPage() {
  return (
    <Result
      status="info"
      title={<FormattedMessage id="shell.noMenu" />}
      subTitle={<FormattedMessage id="shell.noMenu.hint" />}
      extra={
        <Link to="/account">
          <Button>
            <FormattedMessage id="account.title" />
          </Button>
        </Link>
      }
    />
  );
}
