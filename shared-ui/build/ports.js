// Development ports, overridable from the environment (see .env.example).
module.exports = {
  api: Number(process.env.PORT || 3000),
  shell: Number(process.env.SHELL_PORT || 4200),
  storefront: Number(process.env.STOREFRONT_PORT || 4201),
  customerArea: Number(process.env.CUSTOMER_AREA_PORT || 4202),
  admin: Number(process.env.ADMIN_PORT || 4203),
};
