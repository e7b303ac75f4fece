import { createSvgIcon } from '@mui/material/SvgIcon';

export default createSvgIcon(<path d="M19 9h-4V3H9v6H5l7 7zM5 18v2h14v-2z" />, 'FileDownload');
