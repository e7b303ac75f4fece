import type SvgIcon from '@mui/material/SvgIcon';
import AccessibleIcon from '@/components/icons/Accessible';
import ApartmentIcon from '@/components/icons/Apartment';
import AssignmentIcon from '@/components/icons/Assignment';
import BarChartIcon from '@/components/icons/BarChart';
import CircleOutlinedIcon from '@/components/icons/CircleOutlined';
import EventIcon from '@/components/icons/Event';
import FileDownloadIcon from '@/components/icons/FileDownload';
import GavelIcon from '@/components/icons/Gavel';
import HistoryIcon from '@/components/icons/History';
import LocationCityIcon from '@/components/icons/LocationCity';
import MapIcon from '@/components/icons/Map';
import NotificationsActiveIcon from '@/components/icons/NotificationsActive';
import PeopleIcon from '@/components/icons/People';
import PublicIcon from '@/components/icons/Public';
import SchoolIcon from '@/components/icons/School';
import ScienceIcon from '@/components/icons/Science';
import SecurityIcon from '@/components/icons/Security';
import SmsIcon from '@/components/icons/Sms';
import TranslateIcon from '@/components/icons/Translate';
import WorkspacePremiumIcon from '@/components/icons/WorkspacePremium';

/**
 * MUI icon names the server may send in `user.menus[].icon` (contract ADMIN_MENU). Importing the whole icon set would
 * cost megabytes, so only these are mapped; add a line when the server gets a new icon.
 */
const icons: Record<string, typeof SvgIcon> = {
  Accessible: AccessibleIcon,
  Apartment: ApartmentIcon,
  Assignment: AssignmentIcon,
  BarChart: BarChartIcon,
  Event: EventIcon,
  FileDownload: FileDownloadIcon,
  Gavel: GavelIcon,
  History: HistoryIcon,
  LocationCity: LocationCityIcon,
  Map: MapIcon,
  NotificationsActive: NotificationsActiveIcon,
  People: PeopleIcon,
  Public: PublicIcon,
  School: SchoolIcon,
  Science: ScienceIcon,
  Security: SecurityIcon,
  Sms: SmsIcon,
  Translate: TranslateIcon,
  WorkspacePremium: WorkspacePremiumIcon,
};

export function MenuIcon({ name }: { name: string }) {
  const Icon = icons[name] ?? CircleOutlinedIcon;
  return <Icon />;
}
