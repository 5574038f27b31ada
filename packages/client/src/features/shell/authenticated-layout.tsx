import { Box } from '@mantine/core';
import { Outlet } from 'react-router';

/** Placeholder shell; the shell issue replaces it with the auth gate, sidebar and header. */
export default function AuthenticatedLayout() {
  return (
    <Box p="md">
      <Outlet />
    </Box>
  );
}
