"""Saves: the save-file model, atomic writes, the save folder, validated loading and replay.

The package root imports nothing so that the command line stays quick to start; import from
the modules: `folder.save_dir`, `store.save_game` / `store.autosave`, `listing.list_saves`,
`loader.load_game`, `resume.resume_candidate`, `replayer.Replayer`.
"""
