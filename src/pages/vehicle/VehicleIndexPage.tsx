import { FirstTabRedirect } from 'src/components/routeTabs/FirstTabRedirect';

/** `/vehicle` opens the first tab of the vehicle data page the operator may see (02-operations §2 screen 5). */
export default function VehicleIndexPage() {
  return <FirstTabRedirect group="vehicle" />;
}
