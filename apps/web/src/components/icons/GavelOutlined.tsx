import { createSvgIcon } from '@mui/material/SvgIcon';

export default createSvgIcon(
  <path d="M1 21h12v2H1zM5.24 8.07l2.83-2.83 14.14 14.14-2.83 2.83zM12.32 1l5.66 5.66-2.83 2.83-5.66-5.66zM3.83 9.48l5.66 5.66-2.83 2.83L1 12.31z" />,
  'GavelOutlined',
);
