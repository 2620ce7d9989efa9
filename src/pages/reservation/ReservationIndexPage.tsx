import { FirstTabRedirect } from 'src/components/routeTabs/FirstTabRedirect';

/** `/reservation/list` (the menu entry, 02-operations §2) opens the first tab, 'Has Dealer'. */
export default function ReservationIndexPage() {
  return <FirstTabRedirect group="reservation" />;
}
