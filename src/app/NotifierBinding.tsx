import { useEffect } from 'react';
import { App as AntApp } from 'antd';
import { useIntl } from 'react-intl';
import { notifierBridge } from './notifier';

/** Lends antd's message API and the intl formatter to the sagas' notifier. */
export function NotifierBinding() {
  const { message } = AntApp.useApp();
  const intl = useIntl();
  useEffect(() => {
    notifierBridge.attach({
      success: (text) => void message.success(text),
      error: (text) => void message.error(text),
      format: (id, values) => intl.formatMessage({ id }, values),
    });
    return () => notifierBridge.attach(null);
  }, [message, intl]);
  return null;
}
