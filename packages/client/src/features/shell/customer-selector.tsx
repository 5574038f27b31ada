import { CUSTOMER_SELECTOR_WIDTH_PX } from '@repute/shared';
import { Select, Text, type ComboboxItem, type SelectProps } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useCurrentCustomer } from '../../lib/current-customer';
import classes from './shell.module.css';

/** SPEC section 2: 'Loading...', 'No customers', otherwise a 240 px 'Select customer' dropdown. */
export function CustomerSelector({ fullWidth = false }: { fullWidth?: boolean }) {
  const { customer, customers, isLoading, selectCustomer } = useCurrentCustomer();
  const width = fullWidth ? '100%' : CUSTOMER_SELECTOR_WIDTH_PX;

  if (isLoading) {
    return (
      <Text size="sm" c="dimmed" w={width} role="status" data-testid="customer-selector">
        Loading...
      </Text>
    );
  }
  if (customers.length === 0) {
    return (
      <Text size="sm" c="dimmed" w={width} data-testid="customer-selector">
        No customers
      </Text>
    );
  }

  const industries = new Map(customers.map((c) => [String(c.id), c.industry]));
  const renderOption: SelectProps['renderOption'] = ({ option }: { option: ComboboxItem }) => {
    const industry = industries.get(option.value);
    return (
      <div>
        <Text size="sm" fw={500}>
          {option.label}
        </Text>
        {industry ? (
          <Text size="xs" c="dimmed">
            {industry}
          </Text>
        ) : null}
      </div>
    );
  };

  return (
    <Select
      data-testid="customer-selector"
      label="Customer"
      classNames={{ label: classes.srOnly }}
      placeholder="Select customer"
      w={width}
      data={customers.map((c) => ({ value: String(c.id), label: c.name }))}
      value={customer ? String(customer.id) : null}
      onChange={(value) => {
        if (value) selectCustomer(Number(value));
      }}
      allowDeselect={false}
      renderOption={renderOption}
      leftSection={<IconBuildingStore size={16} aria-hidden />}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={320}
      searchable={customers.length > 8}
      nothingFoundMessage="No customers"
    />
  );
}
