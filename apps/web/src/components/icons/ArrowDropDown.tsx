import { createSvgIcon } from '@mui/material/SvgIcon';

export default createSvgIcon(<path d="m7 10 5 5 5-5z" />, 'ArrowDropDown');
