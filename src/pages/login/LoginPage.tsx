import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router';
import {
  checkRequested,
  demoAccountsRequested,
  loginRequested,
  selectDemoAccounts,
  selectLoginState,
  selectSessionStatus,
} from 'src-models/session';
import type { LoginRequest } from 'src-services/types';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { safeReturnPath } from 'src/app/loginPath';
import { LanguageSwitch } from 'src/components/LanguageSwitch';
import { Logo } from 'src/app/Logo';
import { loginErrorKey } from './loginError';
import { validateLogin, type LoginErrors } from './validateLogin';
import './login.css';
import type { MessageId } from 'src-locales/messageIds';

/**
 * 01-platform §2, §5: e-mail and password; an existing session goes straight on. Plain HTML styled like the
 * rest of the app: this page is the first download of every operator, so it carries no component kit.
 */
export function LoginPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const status = useAppSelector(selectSessionStatus);
  const login = useAppSelector(selectLoginState);
  const demoAccounts = useAppSelector(selectDemoAccounts);
  const [values, setValues] = useState<LoginRequest>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    if (status === 'unknown') dispatch(checkRequested());
    dispatch(demoAccountsRequested());
  }, [dispatch]); // eslint-disable-line react-hooks/exhaustive-deps -- once, on arrival

  if (status === 'authenticated') return <Navigate to={safeReturnPath(params.get('redirect'))} replace />;

  const change = (field: keyof LoginRequest, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateLogin(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length || login.status === 'pending') return;
    dispatch(loginRequested({ email: values.email.trim(), password: values.password }));
  };

  const pending = login.status === 'pending';
  const field = (name: keyof LoginRequest, type: string, autoComplete: string) => (
    <div className={`login-field${errors[name] ? ' login-field--error' : ''}`}>
      <label htmlFor={`login-${name}`}>
        <FormattedMessage id={`login.${name}`} />
      </label>
      <input
        id={`login-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? `login-${name}-error` : undefined}
        onChange={(event) => change(name, event.target.value)}
      />
      {errors[name] && (
        <div id={`login-${name}-error`} className="login-field__error" role="alert">
          <FormattedMessage id={errors[name]} />
        </div>
      )}
    </div>
  );

  return (
    <main className="login-page">
      <div className="login-page__language">
        <LanguageSwitch />
      </div>
      <h1 className="login-page__title">
        <Logo />
        <FormattedMessage id="app.title" />
      </h1>
      <section className="login-page__panel" aria-labelledby="login-title">
        <h2 id="login-title">
          <FormattedMessage id="login.title" />
        </h2>
        {params.get('expired') && (
          <p className="login-page__notice login-page__notice--warning">
            <FormattedMessage id="login.sessionExpired" />
          </p>
        )}
        {login.status === 'failed' && login.error && (
          <p className="login-page__notice login-page__notice--error" role="alert">
            {intl.formatMessage({ id: loginErrorKey(login.error) })}
          </p>
        )}
        <form onSubmit={submit} noValidate>
          {field('email', 'email', 'username')}
          {field('password', 'password', 'current-password')}
          <button className="login-page__submit" type="submit" disabled={pending} aria-busy={pending}>
            <FormattedMessage id={pending ? 'app.loading' : 'login.submit'} />
          </button>
        </form>
      </section>
      {demoAccounts.length > 0 && (
        <section className="login-page__panel" aria-labelledby="demo-title">
          <h2 id="demo-title">
            <FormattedMessage id="login.demo.title" />
          </h2>
          <p className="login-page__hint">
            <FormattedMessage id="login.demo.hint" />
          </p>
          <ul className="login-page__accounts">
            {demoAccounts.map((account) => (
              <li key={account.email}>
                <button
                  type="button"
                  onClick={() => {
                    const next = { email: account.email, password: account.password };
                    setValues(next);
                    setErrors(submitted ? validateLogin(next) : {});
                  }}
                >
                  <strong>
                    {account.email} / {account.password}
                  </strong>
                  <span>{intl.formatMessage({ id: account.roleKey as MessageId })}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
