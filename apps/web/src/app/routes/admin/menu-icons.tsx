import type { SvgIconComponent } from '@mui/icons-material';
import AccessibleIcon from '@mui/icons-material/Accessible';
import ApartmentIcon from '@mui/icons-material/Apartment';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BarChartIcon from '@mui/icons-material/BarChart';
import CircleOutlinedIcon from '@mui/icons-material/CircleOutlined';
import EventIcon from '@mui/icons-material/Event';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import GavelIcon from '@mui/icons-material/Gavel';
import HistoryIcon from '@mui/icons-material/History';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import MapIcon from '@mui/icons-material/Map';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PeopleIcon from '@mui/icons-material/People';
import PublicIcon from '@mui/icons-material/Public';
import SchoolIcon from '@mui/icons-material/School';
import ScienceIcon from '@mui/icons-material/Science';
import SecurityIcon from '@mui/icons-material/Security';
import SmsIcon from '@mui/icons-material/Sms';
import TranslateIcon from '@mui/icons-material/Translate';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';

/**
 * MUI icon names the server may send in `user.menus[].icon` (contract ADMIN_MENU). Importing the whole icon set would
 * cost megabytes, so only these are mapped; add a line when the server gets a new icon.
 */
const icons: Record<string, SvgIconComponent> = {
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
