import { FirstTabRedirect } from 'src/components/routeTabs/FirstTabRedirect';

/** `/riding` opens the riding area's first tab the operator may see (03-community-analytics §2.2). */
export default function RidingIndexPage() {
  return <FirstTabRedirect group="riding" />;
}
