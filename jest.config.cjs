module.exports = {
  projects: ['shared', 'shell', 'mf-public', 'mf-admin', 'mf-company', 'mf-candidate', 'mf-vendor'].map(
    (dir) => `<rootDir>/${dir}`,
  ),
};
