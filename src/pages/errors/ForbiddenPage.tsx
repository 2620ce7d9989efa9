import { Button, Result } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

export function ForbiddenPage() {
  return (
    <Result
      status="403"
      title={<FormattedMessage id="page.403.title" />}
      subTitle={<FormattedMessage id="page.403.subtitle" />}
      extra={
        <Link to="/">
          <Button type="primary">
            <FormattedMessage id="page.backHome" />
          </Button>
        </Link>
      }
    />
  );
}
