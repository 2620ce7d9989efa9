import { Navigate } from 'react-router';
import { PageSpinner } from 'src/components/PageSpinner';
import { useRouteTabs } from './RouteTabs';

/**
 * On to another address at once, busy meanwhile: the page it goes to draws while this one stays on screen (a
 * list's first rows take a few hundred milliseconds), and a blank page would look done.
 */
export function Redirecting({ to }: { to: string }) {
  return (
    <>
      <PageSpinner />
      <Navigate to={to} replace />
    </>
  );
}

/**
 * An area's index (`indexOfTabs`): on to the first tab the operator may see; the route's guard (any of the
 * tabs' requirements) lets in only operators with at least one.
 */
export function FirstTabRedirect({ group }: { group: string }) {
  const [first] = useRouteTabs(group);
  return <Redirecting to={first.path} />;
}
