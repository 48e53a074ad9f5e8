-- The administration pages belong to their modules: opening one needs the module's view right.
UPDATE "menus" SET "module_no" = m."module_no"
FROM (VALUES
  ('/userManage', 'user'),
  ('/userGroup', 'userGroup'),
  ('/roleManage', 'role'),
  ('/menuManage', 'menu'),
  ('/moduleManage', 'module'),
  ('/PostManage', 'post'),
  ('/application', 'application'),
  ('/authorized', 'role')
) AS m("path", "module_no")
WHERE "menus"."path" = m."path" AND "menus"."module_no" IS NULL;
