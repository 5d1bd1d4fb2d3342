from cardgame_gui.app import main

raise SystemExit(main())
